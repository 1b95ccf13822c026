import Injectable
import Swinject
print("ok")
